"""The Cartagena table: the tunnel path, the pirates, the hand, and every event animated."""
