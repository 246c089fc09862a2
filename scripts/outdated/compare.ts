/**
 * How far an installed version is behind what its package has published: the comparison of
 * `npm run check:outdated`, without the registry, so tests/unit/outdated.test.ts can hold it.
 */
import semver from 'semver';

/** A major line the project stays on on purpose, and why. */
export interface Hold {
  major: number;
  reason: string;
}

export interface Lag {
  name: string;
  current: string;
  /** The newest stable release, at most the `latest` dist-tag. */
  newest: string;
  /** The newest stable release of the current major. */
  newestInMajor: string;
  /** Minor lines of the current major published after the current one. */
  minorsBehind: number;
  /** A newer major exists (and no hold keeps the project off it). */
  majorBehind: boolean;
  /** Set when a newer major exists but a hold keeps the project on its major. */
  held?: Hold;
  /** More than one minor line behind, or a major behind. */
  outdated: boolean;
}

/** Compares `current` with the `published` versions of `name`, pre-releases and anything past `latest` left out. */
export function lag(name: string, current: string, published: readonly string[], latest: string, hold?: Hold): Lag {
  const stable = published.filter((v) => semver.valid(v) && !semver.prerelease(v) && semver.lte(v, latest));
  const newest = semver.rsort([...stable, current])[0];
  const major = semver.major(current);
  const sameMajor = stable.filter((v) => semver.major(v) === major);
  const newestInMajor = semver.rsort([...sameMajor, current])[0];
  const minors = new Set(sameMajor.filter((v) => semver.minor(v) > semver.minor(current)).map((v) => semver.minor(v)));
  const newerMajor = semver.major(newest) > major;
  const held = newerMajor && hold?.major === major ? hold : undefined;
  const majorBehind = newerMajor && !held;
  return {name, current, newest, newestInMajor, minorsBehind: minors.size, majorBehind, ...(held && {held}), outdated: majorBehind || minors.size > 1};
}

/** One line per package: `BEHIND` lines first, then `held` notes, then `ok`. */
export function reportLines(lags: readonly Lag[]): string[] {
  const line = (l: Lag) => {
    const tag = l.outdated ? 'BEHIND' : l.held ? 'held  ' : 'ok    ';
    const major = `${semver.major(l.current)}.x`;
    const minors = l.minorsBehind === 0 ? '' : `, ${l.minorsBehind} newer minor ${l.minorsBehind === 1 ? 'release' : 'releases'} of ${major} (up to ${l.newestInMajor})`;
    const why = l.majorBehind ? ', a newer major release' : l.held ? `; stays on ${major}: ${l.held.reason}` : '';
    return `${tag} ${l.name} ${l.current}: newest ${l.newest}${minors}${why}`;
  };
  const rank = (l: Lag) => (l.outdated ? 0 : l.held ? 1 : 2);
  return [...lags].sort((a, b) => rank(a) - rank(b)).map(line);
}
