type Part = 'shell' | 'sports' | 'racing' | 'casino' | 'account' | 'provider' | 'console';
export declare function securityHeaders(
  part: Part,
  req: { headers: { host?: string | undefined } },
  protocol?: 'http' | 'https',
  opts?: { pagePolicy?: string },
): Record<string, string>;
export declare function shellCsp(hostname: string, protocol?: 'http' | 'https'): string;
export declare function providerFrameAncestors(hostname: string, protocol?: 'http' | 'https'): string[];
export declare const PERMISSIONS_POLICY: string;
export declare const PROVIDER_PAGE_POLICY: string;
