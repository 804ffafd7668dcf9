/**
 * WGS84 degrees ↔ metres on a local tangent plane around an origin (x east, y north).
 *
 * At pitch scale (a few hundred metres) a plane tangent at the origin with the ellipsoid's radii of
 * curvature there is as good as a full ENU transform: x = N·cos φ0·Δλ, y = M·Δφ, where M is the
 * meridional and N the prime-vertical radius. The scale error at distance d from the origin grows
 * like d·tan φ0 / R: about 1e-5 at 100 m, far below GNSS noise.
 */

const WGS84_A = 6_378_137;
const WGS84_F = 1 / 298.257223563;
const WGS84_E2 = WGS84_F * (2 - WGS84_F);
const DEG = Math.PI / 180;

/** Metres per degree of longitude (kx) and of latitude (ky) at latitude `lat0`. */
export function metresPerDegree(lat0: number): { kx: number; ky: number } {
  const phi = lat0 * DEG;
  const sin = Math.sin(phi);
  const w = 1 - WGS84_E2 * sin * sin;
  const n = WGS84_A / Math.sqrt(w);
  const m = (WGS84_A * (1 - WGS84_E2)) / (w * Math.sqrt(w));
  return { kx: n * Math.cos(phi) * DEG, ky: m * DEG };
}
