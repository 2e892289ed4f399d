import "server-only";
import { iso } from "@/lib/schemas/common";
import { effectiveTotals } from "./totals";
import { journalEntryResponse, scoreSeriesResponse } from "@/lib/schemas/journal";
import type { z } from "zod";
import type { EntryWithLinks, SeriesRow } from "./entry-repository";

export type { EntryWithLinks } from "./entry-repository";

export function serializeSeries(s: SeriesRow): z.output<typeof scoreSeriesResponse> {
  return {
    id: s.id,
    journalEntryId: s.journalEntryId,
    seriesNumber: s.seriesNumber,
    seriesName: s.seriesName,
    score: s.score,
    maxScore: s.maxScore,
    innerTens: s.innerTens,
    shotCount: s.shotCount,
    notes: s.notes,
    fromShots: s.fromShots,
  };
}

/**
 * Where the entry's own score, maxScore, shotsFired or numberOfXs are empty and its series have
 * them, the response carries the series' sums and names those fields in totalsFromSeries.
 */
export function serializeEntry(e: EntryWithLinks): z.output<typeof journalEntryResponse> {
  const competition = e.linkedCompetitionEntry?.competition ?? null;
  const totals = effectiveTotals(e, e.scoreSeries);
  return {
    id: e.id,
    athleteId: e.athleteId,
    sessionDate: iso(e.sessionDate),
    sessionType: e.sessionType,
    discipline: e.discipline,
    position: e.position,
    durationMinutes: e.durationMinutes,
    linkedCompetitionEntryId: e.linkedCompetitionEntryId,
    linkedCompetitionName: competition?.name ?? null,
    linkedCompetitionDate: competition ? iso(competition.startDate) : null,
    linkedCompetitionId: competition?.id ?? null,
    courseOfFireId: e.courseOfFireId,
    courseOfFireName: e.courseOfFire?.name ?? null,
    courseOfFireCode: e.courseOfFire?.code ?? null,
    linkedCalendarEventId: e.linkedCalendarEventId,
    linkedCalendarEventTitle: e.linkedCalendarEvent?.title ?? null,
    hoursOfSleep: e.hoursOfSleep,
    energyLevel: e.energyLevel,
    physicalHealthNotes: e.physicalHealthNotes,
    injuriesOrIssues: e.injuriesOrIssues,
    focusLevel: e.focusLevel,
    confidenceLevel: e.confidenceLevel,
    stressLevel: e.stressLevel,
    mentalStateNotes: e.mentalStateNotes,
    equipmentProfileId: e.equipmentProfileId,
    rifle: e.rifle,
    ammunition: e.ammunition,
    sights: e.sights,
    clothing: e.clothing,
    accessories: e.accessories,
    equipmentChanges: e.equipmentChanges,
    venueType: e.venueType,
    location: e.location,
    weather: e.weather,
    temperatureFahrenheit: e.temperatureFahrenheit,
    wind: e.wind,
    lighting: e.lighting,
    humidity: e.humidity,
    shotsFired: totals.shotsFired,
    score: totals.score,
    maxScore: totals.maxScore,
    numberOfTens: e.numberOfTens,
    numberOfXs: totals.numberOfXs,
    stringPosition: e.stringPosition,
    sessionGoals: e.sessionGoals,
    techniquesFocused: e.techniquesFocused,
    whatWentWell: e.whatWentWell,
    areasForImprovement: e.areasForImprovement,
    coachFeedback: e.coachFeedback,
    notes: e.notes,
    nextSessionActionItems: e.nextSessionActionItems,
    scoreSeries: e.scoreSeries.map(serializeSeries),
    totalsFromSeries: totals.totalsFromSeries,
    totalsFromShots: e.totalsFromShots,
    createdUtc: iso(e.createdAt),
    updatedUtc: iso(e.updatedAt),
  };
}
