/**
 * The machine packages the checks need (Debian's chromium, postgresql, redis-server). When one is missing and we
 * run as root, apt installs it; otherwise we stop with one line saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export interface SystemPackage {
  /** Debian package name. */
  debian: string;
  /** Is it usable now? */
  present(): boolean;
}

let aptUpdated = false;

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function ensureSystemPackages(packages: SystemPackage[]): void {
  const missing = packages.filter((p) => !p.present());
  if (missing.length === 0) return;
  const names = missing.map((p) => p.debian).join(' ');
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Missing system packages: install them with \`sudo apt-get install -y ${names}\` and run again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${names} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  const result = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((p) => p.debian)],
    {
      stdio: 'inherit',
      env,
    },
  );
  const still = missing.filter((p) => !p.present());
  if (result.status !== 0 || still.length > 0) {
    console.error(`Could not install ${still.map((p) => p.debian).join(' ') || names} with apt-get.`);
    process.exit(1);
  }
}

/** Newest PostgreSQL server binaries that Debian installed (/usr/lib/postgresql/<major>/bin). */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((v) => /^\d+$/.test(v) && existsSync(`${base}/${v}/bin/pg_ctl`))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? `${base}/${majors[0]}/bin` : undefined;
}

export const chromiumPackage: SystemPackage = {
  debian: 'chromium',
  present: () => existsSync('/usr/bin/chromium'),
};

export const postgresqlPackage: SystemPackage = {
  debian: 'postgresql',
  present: () => postgresBinDir() !== undefined,
};

export const redisPackage: SystemPackage = {
  debian: 'redis-server',
  present: () => existsSync('/usr/bin/redis-server'),
};
