// Standalone dev page; under the shell only the exposed pages are loaded, never this entry.
void import('./bootstrap');
