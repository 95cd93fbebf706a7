"""Benchmarks (not tests): engine throughput, frame times, start-up, bots."""
