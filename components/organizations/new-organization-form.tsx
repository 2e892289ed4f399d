"use client";
// An admin adds a club or federation by its name; its people are invited from its own page.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { organizationInput } from "@/lib/schemas/organizations";
import { useCreateOrganization } from "./api/create-organization";
import type { Organization } from "./api/organizations";

type Input = z.input<typeof organizationInput>;
type Output = z.output<typeof organizationInput>;

export function NewOrganizationForm({ onDone }: { onDone: (saved: Organization) => void }) {
  const t = useTranslations("organizations");
  const create = useCreateOrganization();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(organizationInput), defaultValues: { name: "" } });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await create.mutateAsync(values);
      form.reset();
      onDone(saved);
    } catch (problem) {
      showProblem(problem, form.setError, ["name"]);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t("new.label")} className="flex flex-wrap items-start gap-3">
      <TextField label={t("new.name")} hint={t("new.nameHint")} className="min-w-0 flex-1 basis-64" {...field("name")} />
      <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
        {isSubmitting ? t("saving") : t("new.create")}
      </Button>
      <FormProblem control={form.control} className="basis-full" />
    </form>
  );
}
