"use client";
import { useTranslations } from "next-intl";
import { type DragEvent, useId, useRef, useState } from "react";
import type { Codes } from "@/components/codes/get-codes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { ApiProblem } from "@/lib/client/api-fetch";
import { imageProblem } from "@/lib/client/check-image";
import { useUploadImage } from "./api/profile-images";

/** Upload by picker or drag-and-drop, checked as the server checks, with a progress bar. */
export function UploadPanel({ athleteId, codes }: { athleteId: string; codes: Codes }) {
  const t = useTranslations("images");
  const upload = useUploadImage(athleteId);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [imageType, setImageType] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    const problem = await imageProblem(file);
    if (problem) return setMessage({ tone: "error", text: t(problem, { name: file.name }) });
    setProgress(0);
    try {
      await upload.mutateAsync({ file, imageType, onProgress: setProgress });
      setMessage({ tone: "info", text: t("uploaded", { name: file.name }) });
    } catch (error) {
      setMessage({ tone: "error", text: error instanceof ApiProblem ? error.detail : t("failed") });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby="upload-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="upload-heading" className="text-lg font-semibold">
        {t("upload")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-end">
        <SelectField
          label={t("imageType")}
          value={imageType}
          onChange={(e) => setImageType(Number(e.target.value))}
          options={codes.imageType.map((type) => ({ value: type.code, label: type.label }))}
        />
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed px-4 py-5 text-center ${dragging ? "border-sky-700 bg-sky-50" : "border-slate-300"}`}
        >
          <p id={hintId} className="text-sm text-slate-700">
            {t("dropHint")}
          </p>
          <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={hintId} disabled={progress !== null}>
            {t("chooseImage")}
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label={t("file")}
            tabIndex={-1}
            onChange={(e) => void send(e.target.files?.[0])}
          />
        </div>
      </div>
      {progress !== null ? <progress className="mt-3 w-full" value={progress} max={1} aria-label={t("progress")} /> : null}
      {message ? (
        <div className="mt-3">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
    </section>
  );
}
