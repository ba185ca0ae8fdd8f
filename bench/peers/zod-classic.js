// Peer: zod (classic API): one object schema parsed.
import * as z from 'zod';

const Opportunity = z.object({ id: z.number(), title: z.string(), type: z.string() });
export const parse = (v) => Opportunity.parse(v);
