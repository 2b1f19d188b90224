import { startDateRefusal } from '@areia/shared/core/rules/championship';
import {
  organizerChampionshipInputSchema,
  PAYMENT_HOURS_DEFAULT,
  type OrganizerChampionshipDetail,
  type OrganizerChampionshipInput,
} from '@areia/shared/core/schemas/organizer';
import { messages as m } from '../messages';
import { formatReaisInput, isoToLocalDateTime, localDateTimeToIso, parseReais, parseWhole } from './local-time';

/** What the create/edit form holds: the text of every field, so nothing typed is lost while it is wrong. */
export interface ChampionshipFormValues {
  title: string;
  category: string;
  date: string;
  time: string;
  arenaId: string;
  arenaName: string;
  maxTeams: string;
  playersPerTeam: string;
  price: string;
  paymentHours: string;
  contact: string;
  description: string;
  rules: string;
}

export type ChampionshipField = keyof ChampionshipFormValues;
export type ChampionshipFormErrors = Partial<Record<ChampionshipField, string>>;

export function emptyChampionshipForm(): ChampionshipFormValues {
  return {
    title: '',
    category: 'Iniciante',
    date: '',
    time: '08:00',
    arenaId: '',
    arenaName: '',
    maxTeams: '8',
    playersPerTeam: '2',
    price: '',
    paymentHours: String(PAYMENT_HOURS_DEFAULT),
    contact: '',
    description: '',
    rules: '',
  };
}

/** The form of a saved championship: from its detail (the list's rows have no description). */
export function formFromChampionship(championship: OrganizerChampionshipDetail): ChampionshipFormValues {
  const { date, time } = isoToLocalDateTime(championship.occurs);
  return {
    title: championship.title,
    category: championship.category,
    date,
    time,
    arenaId: championship.arenaId,
    arenaName: championship.arenaName,
    maxTeams: String(championship.maxTeams),
    playersPerTeam: String(championship.playersPerTeam),
    price: formatReaisInput(championship.price),
    paymentHours: String(championship.paymentHours),
    contact: championship.contact,
    description: championship.description ?? '',
    rules: championship.rules ?? '',
  };
}

/** The request body as typed (the schema decides whether it is acceptable). The phone keeps only its digits. */
export function championshipPayload(values: ChampionshipFormValues): OrganizerChampionshipInput {
  const description = values.description.trim();
  const rules = values.rules.trim();
  return {
    title: values.title,
    category: values.category as OrganizerChampionshipInput['category'],
    occurs: localDateTimeToIso(values.date, values.time),
    arenaId: values.arenaId,
    maxTeams: parseWhole(values.maxTeams),
    playersPerTeam: parseWhole(values.playersPerTeam),
    price: parseReais(values.price),
    paymentHours: parseWhole(values.paymentHours),
    contact: values.contact.replace(/\D/g, ''),
    description: description === '' ? null : description,
    rules: rules === '' ? null : rules,
  };
}

const FIELD_OF: Record<string, ChampionshipField> = {
  title: 'title',
  category: 'category',
  occurs: 'date',
  arenaId: 'arenaId',
  maxTeams: 'maxTeams',
  playersPerTeam: 'playersPerTeam',
  price: 'price',
  paymentHours: 'paymentHours',
  contact: 'contact',
  description: 'description',
  rules: 'rules',
};

/** The first message of each field, from the shared schema the API validates with (one source of truth). */
export function fieldErrors<F extends string>(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fieldOf: Record<string, F>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * `previousOccurs`: the date an edited championship has (it may stay, even past, while it is under way); `now`: the
 * moment the date is checked against (the API checks again with its clock).
 */
export function championshipFormErrors(values: ChampionshipFormValues, options: { now?: Date; previousOccurs?: string } = {}): ChampionshipFormErrors {
  const payload = championshipPayload(values);
  const parsed = organizerChampionshipInputSchema.safeParse(payload);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, FIELD_OF);
  if (!errors.date && !Number.isNaN(Date.parse(payload.occurs))) {
    const refusal = startDateRefusal(new Date(payload.occurs), options.now ?? new Date(), options.previousOccurs ? new Date(options.previousOccurs) : undefined);
    if (refusal) errors.date = refusal;
  }
  // Plainer words than the schema's for the two things a form can leave empty.
  if (!values.date || !values.time) errors.date = m.dateRequired;
  if (!values.arenaId) errors.arenaId = m.arenaRequired;
  if (!values.price.trim()) errors.price = m.priceRequired;
  return errors;
}
