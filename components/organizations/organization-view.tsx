"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { AddressesSection } from "./addresses-section";
import { useOrganization } from "./api/organizations";
import { NewsAuthorsSection } from "./news-authors-section";

export function OrganizationView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("organizations");
  const organization = useOrganization(organizationId);
  if (organization.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (organization.isError) return <Alert>{organization.error.message}</Alert>;
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">{organization.data.name}</h1>
      <AddressesSection organizationId={organizationId} />
      <NewsAuthorsSection organizationId={organizationId} />
    </>
  );
}
