// Peer: jwt-decode.
import { jwtDecode } from 'jwt-decode';

export const decode = (t) => jwtDecode(t);
