// Peer: zod/mini (functional, tree-shakeable API): the same schema as zod-classic.js.
import * as z from 'zod/mini';

const Opportunity = z.object({ id: z.number(), title: z.string(), type: z.string() });
export const parse = (v) => Opportunity.parse(v);
