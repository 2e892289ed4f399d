"use client";
// A target face drawn to its scoring-ring dimensions (lib/shots/target-faces.ts) with shots on it,
// each the size of its hole. Millimetres are the drawing's units; y points up as on the target.
// With onTap, the face takes shots: while a finger (or the mouse button) is down, a loupe above it
// magnifies where the shot would go, and the shot lands where it is lifted, so the shooter can slide
// to the exact tenth. A click is a press and a lift at one place.
import { type PointerEvent, useRef, useState } from "react";
import { faceRadius, ringRadius, type TargetFace } from "@/lib/shots/target-faces";

type PlotShot = { key: string; x: number; y: number; isSighter: boolean; label?: string };

type Props = {
  face: TargetFace;
  shots: PlotShot[];
  /** Mean point of impact to mark, if any. */
  centre?: { x: number; y: number } | null;
  /** How much of the face to show, in millimetres from the centre; the whole face by default. */
  radius?: number;
  /** The shot to emphasise (the latest). */
  highlight?: string | null;
  title: string;
  onTap?: (x: number, y: number) => void;
  /** What a shot at (x, y) would score, shown in the loupe. */
  aimLabel?: (x: number, y: number) => string;
  className?: string;
};

/** The loupe's size on screen, its reach as a share of the view, and how far above the finger it sits. */
const LOUPE_PX = 144;
const LOUPE_SHARE = 0.15;
const LOUPE_LIFT = 36;

type Aim = { x: number; y: number; left: number; top: number; width: number };

export function TargetPlot({ face, shots, centre, radius = faceRadius(face), highlight, title, onTap, aimLabel, className = "" }: Props) {
  const line = radius / 220;
  const [aim, setAim] = useState<Aim | null>(null);
  const pointer = useRef<number | null>(null);

  function aimAt(event: PointerEvent<SVGSVGElement>): Aim | null {
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const box = svg.getBoundingClientRect();
    return {
      x: Math.round(point.x * 100) / 100,
      y: Math.round(-point.y * 100) / 100,
      left: event.clientX - box.left,
      top: event.clientY - box.top,
      width: box.width,
    };
  }
  function down(event: PointerEvent<SVGSVGElement>) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointer.current = event.pointerId;
    setAim(aimAt(event));
  }
  function move(event: PointerEvent<SVGSVGElement>) {
    if (pointer.current === event.pointerId) setAim(aimAt(event));
  }
  function up(event: PointerEvent<SVGSVGElement>) {
    if (pointer.current !== event.pointerId) return;
    pointer.current = null;
    setAim(null);
    const at = aimAt(event);
    if (at && onTap) onTap(at.x, at.y);
  }
  function cancel(event: PointerEvent<SVGSVGElement>) {
    if (pointer.current !== event.pointerId) return;
    pointer.current = null;
    setAim(null);
  }

  return (
    <div className={`relative ${className}`}>
      <svg
        viewBox={`${-radius} ${-radius} ${2 * radius} ${2 * radius}`}
        role="img"
        aria-label={title}
        className={`block aspect-square w-full select-none rounded-lg bg-stone-100 ${onTap ? "cursor-crosshair touch-none" : "touch-manipulation"}`}
        onPointerDown={onTap ? down : undefined}
        onPointerMove={onTap ? move : undefined}
        onPointerUp={onTap ? up : undefined}
        onPointerCancel={onTap ? cancel : undefined}
        onLostPointerCapture={onTap ? cancel : undefined}
      >
        <Face face={face} shots={shots} radius={radius} line={line} highlight={highlight} labels />
        {centre ? (
          <g stroke="#f59e0b" strokeWidth={line * 2.5} aria-hidden="true">
            <line x1={centre.x - face.holeRadius} y1={-centre.y} x2={centre.x + face.holeRadius} y2={-centre.y} />
            <line x1={centre.x} y1={-centre.y - face.holeRadius} x2={centre.x} y2={-centre.y + face.holeRadius} />
          </g>
        ) : null}
      </svg>
      {aim ? <Loupe face={face} shots={shots} radius={radius} line={line} aim={aim} label={aimLabel?.(aim.x, aim.y)} /> : null}
    </div>
  );
}

/** The magnified face around the finger, with a crosshair and the hole the shot would make. */
function Loupe({
  face,
  shots,
  radius,
  line,
  aim,
  label,
}: {
  face: TargetFace;
  shots: PlotShot[];
  radius: number;
  line: number;
  aim: Aim;
  label?: string;
}) {
  const reach = radius * LOUPE_SHARE;
  // Above the finger; beside it where above would leave the screen's top part of the target.
  const above = aim.top - LOUPE_PX - LOUPE_LIFT >= -LOUPE_PX / 2;
  const top = above ? aim.top - LOUPE_PX - LOUPE_LIFT : aim.top - LOUPE_PX / 2;
  const left = above
    ? Math.min(Math.max(aim.left - LOUPE_PX / 2, 0), aim.width - LOUPE_PX)
    : aim.left > aim.width / 2
      ? aim.left - LOUPE_PX - LOUPE_LIFT
      : aim.left + LOUPE_LIFT;
  return (
    <div
      data-testid="loupe"
      aria-hidden="true"
      className="pointer-events-none absolute z-20 flex flex-col items-center"
      style={{ left, top, width: LOUPE_PX }}
    >
      <svg
        viewBox={`${aim.x - reach} ${-aim.y - reach} ${2 * reach} ${2 * reach}`}
        width={LOUPE_PX}
        height={LOUPE_PX}
        className="rounded-full border-4 border-white bg-stone-100 shadow-lg ring-1 ring-slate-400"
      >
        {/* Shots already there as outlines, so the rings under them stay readable. */}
        <Face face={face} shots={shots} radius={radius} line={line} outlined />
        <circle cx={aim.x} cy={-aim.y} r={face.holeRadius} fill="#dc2626" fillOpacity={0.12} stroke="#dc2626" strokeWidth={reach / 50} />
        <g stroke="#dc2626" strokeWidth={reach / 80}>
          <line x1={aim.x - reach} y1={-aim.y} x2={aim.x + reach} y2={-aim.y} />
          <line x1={aim.x} y1={-aim.y - reach} x2={aim.x} y2={-aim.y + reach} />
        </g>
      </svg>
      {label ? (
        <span
          data-testid="loupe-score"
          className="-mt-3 rounded-full bg-slate-900 px-2 py-0.5 text-sm font-semibold tabular-nums text-white"
        >
          {label}
        </span>
      ) : null}
    </div>
  );
}

function Face({
  face,
  shots,
  radius,
  line,
  highlight,
  labels = false,
  outlined = false,
}: {
  face: TargetFace;
  shots: PlotShot[];
  radius: number;
  line: number;
  highlight?: string | null;
  labels?: boolean;
  outlined?: boolean;
}) {
  const rings = Array.from({ length: 11 - face.lowestRing }, (_, i) => face.lowestRing + i);
  return (
    <>
      <circle r={faceRadius(face)} fill="#fafaf9" />
      <circle r={face.blackRadius} fill="#1c1917" />
      {rings.map((ring) => {
        const r = ringRadius(face, ring);
        const inBlack = r <= face.blackRadius + 1e-9;
        return <circle key={ring} r={r} fill="none" stroke={inBlack ? "#fafaf9" : "#1c1917"} strokeWidth={line} />;
      })}
      {face.innerTenRadius ? (
        <circle r={face.innerTenRadius} fill="none" stroke="#fafaf9" strokeWidth={line} strokeDasharray={`${line * 3} ${line * 3}`} />
      ) : null}
      {rings
        .filter((ring) => ring < 9 && ringRadius(face, ring + 1) + face.ringWidth / 2 < radius)
        .map((ring) => {
          const mid = ringRadius(face, ring) - face.ringWidth / 2;
          const inBlack = mid < face.blackRadius;
          return (
            <text
              key={ring}
              x={mid}
              y={face.ringWidth * 0.18}
              fontSize={face.ringWidth * 0.5}
              textAnchor="middle"
              fill={inBlack ? "#fafaf9" : "#1c1917"}
              aria-hidden="true"
            >
              {ring}
            </text>
          );
        })}
      {shots.map((shot) => (
        <g key={shot.key}>
          <circle
            cx={shot.x}
            cy={-shot.y}
            r={face.holeRadius}
            fill={shot.isSighter || outlined ? "none" : shot.key === highlight ? "#dc2626" : "#0ea5e9"}
            fillOpacity={shot.isSighter ? 1 : 0.8}
            stroke={shot.isSighter ? "#a8a29e" : outlined ? "#38bdf8" : "#fafaf9"}
            strokeWidth={outlined ? line * 0.6 : line * 1.5}
          />
          {labels && shot.label && radius < faceRadius(face) * 0.8 ? (
            <text
              x={shot.x}
              y={-shot.y + face.holeRadius * 0.35}
              fontSize={face.holeRadius * 0.9}
              textAnchor="middle"
              fill={shot.isSighter ? "#a8a29e" : "#fff"}
              aria-hidden="true"
            >
              {shot.label}
            </text>
          ) : null}
        </g>
      ))}
    </>
  );
}
