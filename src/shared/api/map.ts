import { z } from 'zod';

/**
 * GET /api/map/config (public): where the web map's raster tiles come from
 * and the credit every map shows (MAP_TILE_URL, MAP_TILE_ATTRIBUTION;
 * docs/decisions/146-leaflet-map.md).
 */
export const mapConfigSchema = z.object({
  /** A Leaflet URL template: {z}/{x}/{y}, maybe {s} (subdomain) and {r} (retina). */
  tileUrl: z.string(),
  /** Text with `<a href="https://…">` links, checked at start; Leaflet writes it as HTML. */
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
