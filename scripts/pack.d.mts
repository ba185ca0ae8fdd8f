/** One publishable workspace package. */
export interface PublicPackage {
  /** Absolute path of the package directory. */
  dir: string;
  name: string;
  version: string;
  private?: boolean;
}

/** A packed package. */
export interface PackedPackage extends PublicPackage {
  /** Absolute path of the .tgz. */
  tarball: string;
}

/** The publishable packages: every packages/* that is not private. */
export function publicPackages(): PublicPackage[];
/** The tarball name npm and pnpm give a package. */
export function tarballName(name: string, version: string): string;
/** Packs the publishable packages (built) into `destination` with pnpm. */
export function packAll(destination: string): PackedPackage[];
/**
 * {@link packAll} once per content, into `node_modules/.cache/vk-pack/<digest>/`
 * (manifests, built files and lockfile digested); the tarballs are only to be read.
 */
export function packCached(): PackedPackage[];
