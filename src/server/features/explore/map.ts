import type { ExploreMap } from '@shared/api/explore';
import type { PropertyType } from '@shared/api/property-fields';
import { and, type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { queryWords } from '../../platform/search-text';
import { presentCover } from '../properties/presenter';
import { type PropertyContext, publicUrlOf } from '../properties/service';
import { allConditions, type ExploreMapFilters, exploreStatement } from './filters';
import { cellDegrees } from './geo';

// GET /api/explore/map (issue 18): the filtered properties of an area,
// grouped in the cells of a grid sized for the zoom.

/** At most this many clusters come back, the biggest: a world view stays cheap. */
export const MAP_CLUSTER_LIMIT = 500;

type ClusterRow = {
  lat: number;
  lng: number;
  count: number;
  id: string | null;
  title: string | null;
  type: PropertyType | null;
  city: string | null;
  country: string | null;
  image_key: string | null;
  thumbnail_key: string | null;
};

/**
 * The map's query, not yet run (the bench EXPLAINs it): the public places in
 * the area (properties_listed_place_idx) grouped by cell, the biggest
 * MAP_CLUSTER_LIMIT cells kept; a cluster of one is joined to its property.
 */
export function exploreMapSql(filters: ExploreMapFilters): SQL {
  const words = filters.q ? queryWords(filters.q) : [];
  const cell = cellDegrees(filters.zoom);
  return sql`with cells as (
      select floor(${properties.publicLng} / ${cell}::float8) as gx,
        floor(${properties.publicLat} / ${cell}::float8) as gy,
        avg(${properties.publicLat}) as lat, avg(${properties.publicLng}) as lng,
        count(*)::int as count, min(${properties.id}::text) as one
      from ${properties}
      where ${and(...allConditions(filters, words))}
      group by 1, 2
      order by count(*) desc, 1, 2
      limit ${MAP_CLUSTER_LIMIT}
    )
    select cells.lat, cells.lng, cells.count, p.id, p.title, p.type, p.city, p.country,
      (select pp.image_key from property_photos pp where pp.property_id = p.id and pp.is_cover) as image_key,
      (select pp.thumbnail_key from property_photos pp where pp.property_id = p.id and pp.is_cover) as thumbnail_key
    from cells left join properties p on cells.count = 1 and p.id = cells.one::uuid
    order by cells.count desc, cells.gx, cells.gy`;
}

/** GET /api/explore/map: clusters of the filtered properties in an area, for this zoom. */
export async function exploreMap(
  ctx: PropertyContext,
  filters: ExploreMapFilters,
): Promise<ExploreMap> {
  const { rows } = await ctx.db.execute<ClusterRow>(
    exploreStatement(filters, exploreMapSql(filters)),
  );
  const publicUrl = publicUrlOf(ctx);
  return {
    clusters: rows.map((r) => ({
      lat: Number(r.lat),
      lng: Number(r.lng),
      count: r.count,
      property:
        r.count === 1 && r.id && r.title && r.type && r.city && r.country
          ? {
              id: r.id,
              title: r.title,
              type: r.type,
              city: r.city,
              country: r.country,
              cover: presentCover(
                r.image_key && r.thumbnail_key
                  ? { imageKey: r.image_key, thumbnailKey: r.thumbnail_key }
                  : null,
                publicUrl,
              ),
            }
          : null,
    })),
  };
}
