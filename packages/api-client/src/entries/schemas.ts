/**
 * `@volunteerkit/api-client/schemas`: the zod/mini schema of every resource
 * the product reads and writes (records, store bodies, list queries), the
 * source of the client's types, the sandbox's validation and the OpenAPI
 * document; plus {@link fieldErrors} to check a body the way the reference
 * server does. Importing it brings zod into a bundle; the types alone
 * (`@volunteerkit/api-client/models`) cost nothing at runtime.
 *
 * @packageDocumentation
 */
export * from '../models/resources/index.js';
