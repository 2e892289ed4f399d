"use client";
// A target face drawn to its scoring-ring dimensions (lib/shots/target-faces.ts) with shots on it,
// each the size of its hole. Millimetres are the drawing's units; y points up as on the target.
// With onTap, a tap or click on the face reports where it landed, in millimetres from the centre.
import type { PointerEvent } from "react";
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
  className?: string;
};

export function TargetPlot({ face, shots, centre, radius = faceRadius(face), highlight, title, onTap, className = "" }: Props) {
  const rings = Array.from({ length: 11 - face.lowestRing }, (_, i) => face.lowestRing + i);
  const line = radius / 220;
  function tap(event: PointerEvent<SVGSVGElement>) {
    if (!onTap) return;
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    onTap(Math.round(point.x * 100) / 100, Math.round(-point.y * 100) / 100);
  }
  return (
    <svg
      viewBox={`${-radius} ${-radius} ${2 * radius} ${2 * radius}`}
      role="img"
      aria-label={title}
      className={`aspect-square w-full touch-manipulation select-none rounded-lg bg-stone-100 ${onTap ? "cursor-crosshair" : ""} ${className}`}
      onPointerUp={onTap ? tap : undefined}
    >
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
            fill={shot.isSighter ? "none" : shot.key === highlight ? "#dc2626" : "#0ea5e9"}
            fillOpacity={shot.isSighter ? 1 : 0.8}
            stroke={shot.isSighter ? "#a8a29e" : "#fafaf9"}
            strokeWidth={line * 1.5}
          />
          {shot.label && radius < faceRadius(face) * 0.8 ? (
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
      {centre ? (
        <g stroke="#f59e0b" strokeWidth={line * 2.5} aria-hidden="true">
          <line x1={centre.x - face.holeRadius} y1={-centre.y} x2={centre.x + face.holeRadius} y2={-centre.y} />
          <line x1={centre.x} y1={-centre.y - face.holeRadius} x2={centre.x} y2={-centre.y + face.holeRadius} />
        </g>
      ) : null}
    </svg>
  );
}
