"""The Palabra de Pirata table scene: layout, pieces, shown-state bookkeeping, choices, drawing."""
