"""Classroom mode: a teacher's lesson plan in one link, the class's deals, a projector view."""
