import { organizerPixProperty } from './organizer-pix.property';

// On a PostgreSQL server; organizer-pix.test.ts runs the same on the embedded PGlite.
organizerPixProperty();
