import { organizerPixProperty } from './organizer-pix.property';

// On the embedded PGlite; organizer-pix.postgres.test.ts runs the same on a PostgreSQL server.
organizerPixProperty();
