"""The Libertalia table: the ship, the dens, the hand of characters, the secret pick and every ability animated."""
