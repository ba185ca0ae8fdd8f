/** Content Security Policy of the portal. */
export declare const PORTAL_CSP: string;
/** Every security header of the portal. */
export declare const portalSecurityHeaders: Record<string, string>;
