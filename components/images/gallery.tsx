"use client";
import { actsAsAthlete } from "@/lib/client/roles";
import { useTranslations } from "next-intl";
import { useWordedCodes } from "@/components/codes/code-labels";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { deleteLater, usePendingDelete } from "@/components/ui/undo-delete";
import { keys } from "@/lib/client/query-keys";
import { useFormat } from "@/lib/client/reader-format";
import { type ProfileImage, useCurrentImage, useImages } from "./api/profile-images";
import { UploadPanel } from "./upload-panel";

/** A file's size as the page's language writes numbers: 512 bytes, 48 KiB, 1.5 MiB. */
function useSize() {
  const t = useTranslations("images");
  const { fixed } = useFormat();
  return (bytes: number): string => {
    if (bytes < 1024) return t("bytes", { count: String(bytes) });
    if (bytes < 1024 * 1024) return `${fixed(bytes / 1024, 0)} KiB`;
    return `${fixed(bytes / (1024 * 1024), 1)} MiB`;
  };
}

function ImageCard({ image, label, current, onDelete }: { image: ProfileImage; label: string; current: boolean; onDelete?: () => void }) {
  const t = useTranslations("images");
  const size = useSize();
  const { dateTime } = useFormat();
  const [asking, setAsking] = useState(false);
  const uploaded = dateTime(image.uploadedAt, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      {/* eslint-disable-next-line @next/next/no-img-element -- content-addressed bytes served with their own cache headers */}
      <img
        src={image.cdnUrl}
        alt={t("alt", { type: label, date: uploaded })}
        width={image.width}
        height={image.height}
        className="aspect-square w-full bg-slate-100 object-cover"
      />
      <div className="space-y-1 p-3 text-sm">
        {current ? <p className="font-semibold text-emerald-800">{t("inUse")}</p> : null}
        <p className="truncate text-slate-700" title={image.originalFileName}>
          {image.originalFileName}
        </p>
        <p className="text-slate-600">
          {image.width} × {image.height} · {size(image.fileSize)}
        </p>
        {onDelete && asking ? (
          <ConfirmDelete label={t("deleteQuestion", { name: image.originalFileName })} onConfirm={onDelete} onKeep={() => setAsking(false)}>
            <p>{t("deleteThis", { current: current ? "yes" : "no" })}</p>
          </ConfirmDelete>
        ) : null}
        {onDelete && !asking ? (
          <Button variant="secondary" onClick={() => setAsking(true)} aria-label={t("deleteName", { name: image.originalFileName })}>
            {t("delete")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function TypeSection({
  athleteId,
  imageType,
  label,
  images,
  mayChange,
}: {
  athleteId: string;
  imageType: number;
  label: string;
  images: ProfileImage[];
  mayChange: boolean;
}) {
  const t = useTranslations("images");
  const removing = usePendingDelete();
  const shown = images.filter((image) => image.id !== removing?.id);
  const current = useCurrentImage(athleteId, imageType, images.length > 0);
  return (
    <section aria-labelledby={`type-${imageType}`} className="mt-8">
      <h2 id={`type-${imageType}`} className="text-xl font-semibold">
        {label}
      </h2>
      {shown.length === 0 ? (
        <p className="mt-2 text-slate-600">
          {t.has(`none.${imageType}`) ? t(`none.${imageType}`) : t("noneOf", { type: label.toLowerCase() })}
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {shown.map((image) => (
            <ImageCard
              key={image.id}
              image={image}
              label={label}
              current={current.data?.id === image.id}
              onDelete={
                mayChange
                  ? () =>
                      deleteLater({
                        path: `/api/athletes/${athleteId}/profile-images/${image.id}`,
                        id: image.id,
                        label: t("undoLabel", { type: label, name: image.originalFileName }),
                        queryKey: keys.profileImages.of(athleteId),
                      })
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function Gallery({ athleteId }: { athleteId: string }) {
  const t = useTranslations("images");
  const session = useSession();
  const codes = useWordedCodes();
  const images = useImages(athleteId);
  if (session.isPending || codes.isPending || images.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (codes.isError) return <Alert>{codes.error.message}</Alert>;
  if (images.isError) return <Alert>{images.error.message}</Alert>;
  const mayChange = actsAsAthlete(session.data, athleteId);
  return (
    <>
      {mayChange ? <UploadPanel athleteId={athleteId} codes={codes.data} /> : null}
      {codes.data.imageType.map((type) => (
        <TypeSection
          key={type.code}
          athleteId={athleteId}
          imageType={type.code}
          label={type.label}
          mayChange={mayChange}
          images={images.data.items.filter((i) => i.imageType === type.code)}
        />
      ))}
    </>
  );
}
