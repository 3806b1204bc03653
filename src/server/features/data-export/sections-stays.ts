import { PLACE_LIMITS } from '@shared/api/places';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  agreements,
  exchangeTerms,
  helperNeeds,
  onboardingAcknowledgements,
  onboardingItems,
  profiles,
  properties,
  propertyHelpers,
  propertyPhotos,
  propertyPins,
  savedProperties,
  stayRequests,
  stays,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { type ExportSection, mapRows, zipPathOf } from './export-section';
import {
  afterKeyset,
  EXPORT_PAGE_SIZE,
  jsonArrayStream,
  jsonObjectStream,
  keysetAt,
  pagedRows,
} from './json-stream';

// Properties the person hosts, and the stays on either side: memberships,
// stays, stay requests, agreements (every version) and onboarding. A host
// sees what their helpers told them through the app (requests, signed
// agreements, needs); a helper sees their own. Other people appear by id and
// name only.

/** The helper's public name beside a host's rows. */
const helperProfile = alias(profiles, 'helper_profile');

/** The ids of the properties `userId` hosts, as a subquery. */
export const hostedBy = (tx: Tx, userId: string) =>
  tx.select({ id: properties.id }).from(properties).where(eq(properties.hostId, userId));

const sideOf = (userId: string) => (row: { helperId: string }) => ({
  yourSide: row.helperId === userId ? 'helper' : 'host',
  ...row,
});

async function* propertyRows(tx: Tx, userId: string) {
  const rows = pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(properties.createdAt),
        id: properties.id,
        title: properties.title,
        description: properties.description,
        type: properties.type,
        address: properties.address,
        city: properties.city,
        region: properties.region,
        country: properties.country,
        postalCode: properties.postalCode,
        amenities: properties.amenities,
        houseRules: properties.houseRules,
        helpersWanted: properties.helpersWanted,
        status: properties.status,
        inviteCode: properties.inviteCode,
        listedAt: properties.listedAt,
        hiddenAt: properties.hiddenAt,
        createdAt: properties.createdAt,
        updatedAt: properties.updatedAt,
        // Where it is (issue 18): the host's own pin, and the place everyone else sees.
        pinLat: propertyPins.lat,
        pinLng: propertyPins.lng,
        pinUpdatedAt: propertyPins.updatedAt,
        publicLat: properties.publicLat,
        publicLng: properties.publicLng,
      })
      .from(properties)
      .leftJoin(propertyPins, eq(propertyPins.propertyId, properties.id))
      .where(
        and(eq(properties.hostId, userId), afterKeyset(properties.createdAt, properties.id, after)),
      )
      .orderBy(asc(properties.createdAt), asc(properties.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  // A host has a handful of properties: their terms, photos and checklist
  // are read per property, beside it.
  for await (const { pinLat, pinLng, pinUpdatedAt, publicLat, publicLng, ...property } of rows) {
    const [terms] = await tx
      .select()
      .from(exchangeTerms)
      .where(eq(exchangeTerms.propertyId, property.id));
    const photos = await tx
      .select({
        id: propertyPhotos.id,
        position: propertyPhotos.position,
        isCover: propertyPhotos.isCover,
        imageKey: propertyPhotos.imageKey,
        width: propertyPhotos.width,
        height: propertyPhotos.height,
        createdAt: propertyPhotos.createdAt,
      })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, property.id))
      .orderBy(asc(propertyPhotos.position));
    const checklist = await tx
      .select({
        id: onboardingItems.id,
        position: onboardingItems.position,
        title: onboardingItems.title,
        details: onboardingItems.details,
        photoKey: onboardingItems.photoKey,
        createdAt: onboardingItems.createdAt,
      })
      .from(onboardingItems)
      .where(eq(onboardingItems.propertyId, property.id))
      .orderBy(asc(onboardingItems.position));
    const { propertyId: _id, ...exchange } = terms ?? { propertyId: null };
    yield {
      ...property,
      pin:
        pinLat !== null && pinLng !== null
          ? { lat: pinLat, lng: pinLng, updatedAt: pinUpdatedAt }
          : null,
      publicPlace:
        publicLat !== null && publicLng !== null
          ? { lat: publicLat, lng: publicLng, radiusMetres: PLACE_LIMITS.publicRadiusMetres }
          : null,
      exchangeTerms: terms ? exchange : null,
      photos: photos.map(({ imageKey, ...photo }) => ({ ...photo, file: zipPathOf(imageKey) })),
      onboardingChecklist: checklist.map(({ photoKey, ...item }) => ({
        ...item,
        photoFile: zipPathOf(photoKey),
      })),
    };
  }
}

function membershipRows(tx: Tx, userId: string) {
  const rows = pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(propertyHelpers.createdAt),
        id: propertyHelpers.id,
        propertyId: propertyHelpers.propertyId,
        propertyTitle: properties.title,
        helperId: propertyHelpers.helperId,
        helperName: helperProfile.fullName,
        status: propertyHelpers.status,
        joinedVia: propertyHelpers.joinedVia,
        startDate: propertyHelpers.startDate,
        endDate: propertyHelpers.endDate,
        endedAt: propertyHelpers.endedAt,
        agreementFormCompleted: propertyHelpers.agreementFormCompleted,
        onboardingCompletedAt: propertyHelpers.onboardingCompletedAt,
        exchangePoints: propertyHelpers.exchangePoints,
        createdAt: propertyHelpers.createdAt,
      })
      .from(propertyHelpers)
      .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
      .leftJoin(helperProfile, eq(helperProfile.id, propertyHelpers.helperId))
      .where(
        and(
          or(eq(propertyHelpers.helperId, userId), eq(properties.hostId, userId)),
          afterKeyset(propertyHelpers.createdAt, propertyHelpers.id, after),
        ),
      )
      .orderBy(asc(propertyHelpers.createdAt), asc(propertyHelpers.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  return mapRows(rows, sideOf(userId));
}

function stayRows(tx: Tx, userId: string) {
  const rows = pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(stays.createdAt),
        id: stays.id,
        propertyId: stays.propertyId,
        propertyTitle: properties.title,
        hostId: stays.hostId,
        helperId: stays.helperId,
        helperName: helperProfile.fullName,
        startDate: stays.startDate,
        endDate: stays.endDate,
        endedReason: stays.endedReason,
        endedAt: stays.endedAt,
        reviewDeadline: stays.reviewDeadline,
        publishedAt: stays.publishedAt,
        agreementSigned: stays.agreementSigned,
        minutesLogged: stays.minutesLogged,
        minutesAgreed: stays.minutesAgreed,
        choresHandedIn: stays.choresHandedIn,
        choresApprovedFirstTime: stays.choresApprovedFirstTime,
        choresOnTime: stays.choresOnTime,
        choresWithDueTime: stays.choresWithDueTime,
      })
      .from(stays)
      .innerJoin(properties, eq(properties.id, stays.propertyId))
      .leftJoin(helperProfile, eq(helperProfile.id, stays.helperId))
      .where(
        and(
          or(eq(stays.helperId, userId), eq(stays.hostId, userId)),
          afterKeyset(stays.createdAt, stays.id, after),
        ),
      )
      .orderBy(asc(stays.createdAt), asc(stays.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  return mapRows(rows, sideOf(userId));
}

function stayRequestRows(tx: Tx, userId: string) {
  const rows = pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(stayRequests.createdAt),
        id: stayRequests.id,
        propertyId: stayRequests.propertyId,
        propertyTitle: properties.title,
        helperId: stayRequests.helperId,
        helperName: helperProfile.fullName,
        startDate: stayRequests.startDate,
        endDate: stayRequests.endDate,
        message: stayRequests.message,
        answers: stayRequests.answers,
        status: stayRequests.status,
        declineReason: stayRequests.declineReason,
        decidedAt: stayRequests.decidedAt,
        createdAt: stayRequests.createdAt,
      })
      .from(stayRequests)
      .innerJoin(properties, eq(properties.id, stayRequests.propertyId))
      .leftJoin(helperProfile, eq(helperProfile.id, stayRequests.helperId))
      .where(
        and(
          or(eq(stayRequests.helperId, userId), eq(properties.hostId, userId)),
          afterKeyset(stayRequests.createdAt, stayRequests.id, after),
        ),
      )
      .orderBy(asc(stayRequests.createdAt), asc(stayRequests.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  return mapRows(rows, sideOf(userId));
}

function agreementRows(tx: Tx, userId: string) {
  const rows = pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(agreements.createdAt),
        id: agreements.id,
        propertyId: agreements.propertyId,
        propertyTitle: properties.title,
        helperId: agreements.helperId,
        helperName: helperProfile.fullName,
        version: agreements.version,
        status: agreements.status,
        terms: agreements.terms,
        sentAt: agreements.sentAt,
        answers: agreements.answers,
        signedName: agreements.signedName,
        signedAt: agreements.signedAt,
        reviewNote: agreements.reviewNote,
        reviewedAt: agreements.reviewedAt,
        approvedAt: agreements.approvedAt,
        createdAt: agreements.createdAt,
      })
      .from(agreements)
      .innerJoin(properties, eq(properties.id, agreements.propertyId))
      .leftJoin(helperProfile, eq(helperProfile.id, agreements.helperId))
      .where(
        and(
          or(eq(agreements.helperId, userId), eq(properties.hostId, userId)),
          afterKeyset(agreements.createdAt, agreements.id, after),
        ),
      )
      .orderBy(asc(agreements.createdAt), asc(agreements.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  return mapRows(rows, sideOf(userId));
}

function acknowledgementRows(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(onboardingAcknowledgements.acknowledgedAt),
        id: onboardingAcknowledgements.id,
        propertyId: onboardingItems.propertyId,
        propertyTitle: properties.title,
        itemTitle: onboardingItems.title,
        acknowledgedAt: onboardingAcknowledgements.acknowledgedAt,
      })
      .from(onboardingAcknowledgements)
      .innerJoin(onboardingItems, eq(onboardingItems.id, onboardingAcknowledgements.itemId))
      .innerJoin(properties, eq(properties.id, onboardingItems.propertyId))
      .where(
        and(
          eq(onboardingAcknowledgements.helperId, userId),
          afterKeyset(
            onboardingAcknowledgements.acknowledgedAt,
            onboardingAcknowledgements.id,
            after,
          ),
        ),
      )
      .orderBy(asc(onboardingAcknowledgements.acknowledgedAt), asc(onboardingAcknowledgements.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

function needRows(tx: Tx, userId: string) {
  const rows = pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(helperNeeds.createdAt),
        id: helperNeeds.id,
        propertyId: helperNeeds.propertyId,
        propertyTitle: properties.title,
        helperId: helperNeeds.helperId,
        helperName: helperProfile.fullName,
        kind: helperNeeds.kind,
        details: helperNeeds.details,
        acknowledgedAt: helperNeeds.acknowledgedAt,
        createdAt: helperNeeds.createdAt,
      })
      .from(helperNeeds)
      .innerJoin(properties, eq(properties.id, helperNeeds.propertyId))
      .leftJoin(helperProfile, eq(helperProfile.id, helperNeeds.helperId))
      .where(
        and(
          or(
            eq(helperNeeds.helperId, userId),
            inArray(helperNeeds.propertyId, hostedBy(tx, userId)),
          ),
          afterKeyset(helperNeeds.createdAt, helperNeeds.id, after),
        ),
      )
      .orderBy(asc(helperNeeds.createdAt), asc(helperNeeds.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  return mapRows(rows, sideOf(userId));
}

/** The properties the person saved as a helper (issue 18), oldest first. */
function savedRows(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(savedProperties.createdAt),
        id: savedProperties.propertyId,
        propertyTitle: properties.title,
        savedAt: savedProperties.createdAt,
      })
      .from(savedProperties)
      .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
      .where(
        and(
          eq(savedProperties.userId, userId),
          afterKeyset(savedProperties.createdAt, savedProperties.propertyId, after),
        ),
      )
      .orderBy(asc(savedProperties.createdAt), asc(savedProperties.propertyId))
      .limit(EXPORT_PAGE_SIZE),
  );
}

export const staySections: ExportSection[] = [
  {
    file: 'properties.json',
    about: `The properties you host, each with its exchange terms, photos (in files/), onboarding checklist, and where it is: "pin", the exact place you set on the map, and "publicPlace", the centre of the circle everyone else sees (at most ${PLACE_LIMITS.publicOffsetMetres} m from your pin, drawn at random when you set it).`,
    stream: (tx, userId) => jsonArrayStream(propertyRows(tx, userId)),
  },
  {
    file: 'memberships.json',
    about:
      'Your memberships as a helper, and the helpers of the properties you host ("yourSide" says which).',
    stream: (tx, userId) => jsonArrayStream(membershipRows(tx, userId)),
  },
  {
    file: 'stays.json',
    about: 'Finished stays on either side, with the record the app kept of each.',
    stream: (tx, userId) => jsonArrayStream(stayRows(tx, userId)),
  },
  {
    file: 'stay-requests.json',
    about: 'Stay requests you sent, and those sent to the properties you host.',
    stream: (tx, userId) => jsonArrayStream(stayRequestRows(tx, userId)),
  },
  {
    file: 'saved-properties.json',
    about: 'The properties you saved as a helper ("id" is the property), with when you saved each.',
    stream: (tx, userId) => jsonArrayStream(savedRows(tx, userId)),
  },
  {
    file: 'agreements.json',
    about:
      'Every version of every agreement you are a party to: terms, answers, signature, review.',
    stream: (tx, userId) => jsonArrayStream(agreementRows(tx, userId)),
  },
  {
    file: 'onboarding.json',
    about:
      "The checklist items you acknowledged as a helper, and the needs told through onboarding (yours, or your helpers').",
    stream: (tx, userId) =>
      jsonObjectStream({
        acknowledgements: acknowledgementRows(tx, userId),
        needs: needRows(tx, userId),
      }),
  },
];
