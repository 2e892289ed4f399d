// An Orion score-history entry with a shot without a score, a ring out of range and a deleted shot:
// two unreadable shots and a note, for the import page's language spec.
const shot = (sequence: number, extra: object = {}) => ({
  Sequence: sequence,
  Score: { I: 9, D: 9.5 },
  Location: { X: sequence, Y: -sequence },
  ...extra,
});

export const orionShotsWithProblems = JSON.stringify([
  {
    LocalDate: "2026-10-03",
    MatchName: "Vereinstraining",
    Shots: [shot(1), { Sequence: 2 }, shot(3, { Score: { I: 12 } }), shot(4, { Attributes: ["DELETED"] }), shot(5), shot(6)],
  },
]);
