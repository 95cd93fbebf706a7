"""The Pagamás table: the ship's deck, the crew's places, the share, the votes, the dens and the mutiny."""
