import { createStore } from 'jotai';

let current = createStore();

/**
 * The jotai store of the story being run: the preview wraps every story in it (its toasts read it) and the story
 * helpers set the session user and the visitor's location in it. Each story gets a new one (the preview's
 * `beforeEach`), so no atom's value outlives the story that set it.
 */
export const storyStore = () => current;

/** A new, empty store for the story about to run (called by the preview's `beforeEach` only). */
export function startStoryStore() {
  current = createStore();
  return current;
}
