/**
 * `@volunteerkit/sandbox`: the reference VolunteerKit API server.
 *
 * @packageDocumentation
 */
export {};
