"""Learn to play: a guided first game on the real table, a coach on top (README.md: how to write a lesson).

A lesson (`scenes/<game>/lesson.py`, `LESSON`) is a real match on a fixed deal (the engine's
`setup` option) and a script of steps; the coach (coach.py) walks the steps, reading the
table's events and view, vetting the human's submits and scripting the bots' moves through
four small hooks of scenes/table.py; scene.py draws it over the table and takes the input;
start.py opens a lesson (Learn to play, a lobby, `main.py --tutorial GAME [--autoplay]`);
slot.py keeps each lesson's own save.
"""
from .lesson import ANY, Chapter, Lesson, LessonSeat, Show, Step, available, has_lesson, lesson_for, of

__all__ = ["ANY", "Chapter", "Lesson", "LessonSeat", "Show", "Step", "available", "has_lesson", "lesson_for", "of"]
