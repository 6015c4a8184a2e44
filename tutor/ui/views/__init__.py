"""Panel views of the app models: widgets built once, updated in place."""
