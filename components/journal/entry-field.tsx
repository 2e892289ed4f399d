"use client";
// One field of the session form, drawn from the list of journal fields: its label, and a control
// that follows its kind (a scale for a level, a list of the records it links, a text area for
// notes). The pages' word lists offer the usual values of the free-text facts.
import { useTranslations } from "next-intl";
import { Controller, type UseFormReturn } from "react-hook-form";
import { type ChoiceList, useChoices } from "@/components/choices/choice-labels";
import { ScaleField } from "@/components/ui/scale-field";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { localDateTime, textOrNull } from "@/lib/client/form-values";
import { numberOrNull } from "@/lib/client/numbers";
import { temperatureMessage } from "@/lib/client/temperature";
import { choicesWith, DISCIPLINES, LIGHTING, POSITIONS, SESSION_TYPES, VENUE_TYPES, WIND } from "@/lib/journal/vocabulary";
import { type JournalFieldName, journalField } from "@/lib/schemas/journal-fields";
import { PickerField, TemperatureField } from "./entry-form-parts";
import type { EntryInput, EntryOutput } from "./use-entry-draft";

type Choices = Array<{ value: string; label: string }>;

/**
 * A link's choices (undefined while they load) and what picking one also does. The choices are made
 * when the field is drawn: the links fold away, and a competition's date in a label made the page's
 * first date formatter (ICU's data, some 50 ms on a phone) in every drawing of the form.
 */
type Picker = { choices: () => Choices | undefined; onPick?: (id: string) => void; className?: string };

export type PickerName = "courseOfFireId" | "equipmentProfileId" | "linkedCalendarEventId" | "linkedCompetitionEntryId";

/** What every field of the form draws with. */
export type FieldsOf = {
  form: UseFormReturn<EntryInput, unknown, EntryOutput>;
  error: (name: string) => string | undefined;
  unit: "F" | "C";
  pickers: Record<PickerName, Picker>;
};

const CHOICES: Partial<Record<JournalFieldName, [ChoiceList, Choices]>> = {
  sessionType: ["sessionTypes", SESSION_TYPES],
  discipline: ["disciplines", DISCIPLINES],
  position: ["positions", POSITIONS],
  venueType: ["venueTypes", VENUE_TYPES],
  lighting: ["lighting", LIGHTING],
  wind: ["wind", WIND],
};

const isPicker = (name: JournalFieldName): name is PickerName => journalField(name).kind.type === "id";

export function EntryField({
  name,
  fields,
  hint,
  placeholder,
}: {
  name: JournalFieldName;
  fields: FieldsOf;
  hint?: string;
  placeholder?: string;
}) {
  const { form, error, unit, pickers } = fields;
  const t = useTranslations("entryForm");
  const tf = useTranslations("journalFields");
  const worded = useChoices();
  const { kind, ends } = journalField(name);
  const label = tf(`fields.${name}.label`);
  if (kind.type === "date-time") {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field: date }) => (
          <TextField
            label={label}
            type="datetime-local"
            error={error(name)}
            name={date.name}
            ref={date.ref}
            onBlur={date.onBlur}
            value={typeof date.value === "string" ? localDateTime(date.value) : ""}
            onChange={(e) => date.onChange(e.target.value ? new Date(e.target.value).toISOString() : "")}
          />
        )}
      />
    );
  }
  if (name === "temperatureFahrenheit") {
    const message = error(name);
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field: temperature }) => (
          <TemperatureField
            unit={unit}
            stored={typeof temperature.value === "number" ? temperature.value : null}
            error={message ? temperatureMessage(message, unit) : undefined}
            name={temperature.name}
            inputRef={temperature.ref}
            onBlur={temperature.onBlur}
            onChange={(fahrenheit) => temperature.onChange(fahrenheit)}
          />
        )}
      />
    );
  }
  if (isPicker(name)) {
    const { choices, onPick, className } = pickers[name];
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <PickerField
            label={label}
            value={field.value}
            items={choices()}
            error={error(name)}
            className={className}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(id) => {
              field.onChange(id);
              if (id !== null) onPick?.(id);
            }}
          />
        )}
      />
    );
  }
  if (ends) {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ScaleField
            label={label}
            low={tf(`fields.${name}.low`)}
            high={tf(`fields.${name}.high`)}
            value={typeof field.value === "number" ? field.value : null}
            error={error(name)}
            onChange={(value) => field.onChange(value)}
          />
        )}
      />
    );
  }
  const list = CHOICES[name];
  if (list) {
    const choices = worded(...list);
    return (
      <SelectField
        label={label}
        placeholder={t("notSet")}
        error={error(name)}
        options={choicesWith(choices, form.getValues(name))}
        {...form.register(name, { setValueAs: textOrNull })}
      />
    );
  }
  if (kind.type === "free-text") {
    return (
      <TextArea label={label} error={error(name)} className="sm:col-span-2" rows={2} {...form.register(name, { setValueAs: textOrNull })} />
    );
  }
  if (kind.type === "short-text") {
    return <TextField label={label} hint={hint} error={error(name)} {...form.register(name, { setValueAs: textOrNull })} />;
  }
  return (
    <TextField
      label={label}
      hint={hint}
      placeholder={placeholder}
      error={error(name)}
      inputMode="decimal"
      {...form.register(name, { setValueAs: numberOrNull })}
    />
  );
}
