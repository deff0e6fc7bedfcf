/**
 * The libraries the app is built on, evaluated in a task of their own before the app (./boot.ts):
 * on a slow phone, running all of the app's modules at once was the longest task of a page's
 * start-up. Importing this module only evaluates them; the app imports them as usual.
 */
import 'react';
import 'react-dom/client';
import '@tanstack/react-router';
import 'xstate';
