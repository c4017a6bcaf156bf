import {
  Alert,
  Box,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { LessonType } from '@portal/domain/learners';
import { lessonDayLabel, lessonTimeLabel } from '@portal/domain/learners';
import {
  createSlotOfferSchema,
  defaultStandsUntil,
  slotOfferMessages as m,
  offerLessonTypeLabels,
} from '@portal/domain/slot-offers';
import { format } from 'date-fns';
import { useState } from 'react';
import type { SlotOfferCandidatesQuery } from '../../../../gql/graphql.ts';
import { type SlotOfferDraft, useCreateSlotOffer } from '../../api/use-create-slot-offer.ts';
import { useSlotOfferCandidates } from '../../api/use-slot-offer-candidates.ts';

type Candidate = SlotOfferCandidatesQuery['slotOfferCandidates'][number];
type Props = {
  start: Date;
  end: Date;
  fromLessonId?: string | null;
  onSent: (offerId: string) => void;
  onCancel: () => void;
};

const LOCAL = "yyyy-MM-dd'T'HH:mm";
const lengths = [60, 90, 120] as const;

const CandidateList = ({
  title,
  list,
  chosen,
  onToggle,
}: {
  title: string;
  list: Candidate[];
  chosen: Set<string>;
  onToggle: (id: string) => void;
}) =>
  list.length === 0 ? null : (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {list.map((c) => (
        <FormControlLabel
          key={c.learnerId}
          sx={{ display: 'flex', alignItems: 'flex-start', mx: 0, py: 0.5, minHeight: 48 }}
          disabled={!c.canText}
          control={<Checkbox checked={chosen.has(c.learnerId)} onChange={() => onToggle(c.learnerId)} />}
          label={
            <Box sx={{ pt: 1.1 }}>
              <Box sx={{ fontWeight: 500 }}>{c.fullName}</Box>
              {(c.reasons.length > 0 || !c.canText) && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {c.canText ? c.reasons.join(' · ') : m.noMobile}
                </Typography>
              )}
            </Box>
          }
        />
      ))}
    </Box>
  );

type DetailsProps = {
  minutes: number;
  lessonType: LessonType;
  until: string;
  textMe: boolean;
  onMinutes: (minutes: number) => void;
  onLessonType: (type: LessonType) => void;
  onUntil: (until: string) => void;
  onTextMe: (on: boolean) => void;
};

const lengthLabel = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes / 60} hours`;

/** The offer's length and lesson type, until when it stands, and whether to text the instructor. */
const OfferDetailsFields = (p: DetailsProps) => {
  const lengthOptions = [...new Set([...lengths, p.minutes])].sort((a, b) => a - b);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 2 }}>
        <TextField select label="Length" value={p.minutes} onChange={(e) => p.onMinutes(Number(e.target.value))}>
          {lengthOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {lengthLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Lesson type"
          value={p.lessonType}
          onChange={(e) => p.onLessonType(e.target.value as LessonType)}
        >
          {Object.entries(offerLessonTypeLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        type="datetime-local"
        label={m.standsUntil}
        value={p.until}
        onChange={(e) => p.onUntil(e.target.value)}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        sx={{ mt: 1, minHeight: 48 }}
        control={<Switch checked={p.textMe} onChange={(e) => p.onTextMe(e.target.checked)} />}
        label={m.textMe}
      />
    </>
  );
};

type CandidatesProps = {
  candidates: Candidate[] | null;
  failed: boolean;
  onRetry: () => void;
  chosen: Set<string>;
  onToggle: (id: string) => void;
};

/** Suggested learners, then the rest; loading and failure in their place. */
const Candidates = ({ candidates, failed, onRetry, chosen, onToggle }: CandidatesProps) => {
  const suggested = candidates?.filter((c) => c.suggested) ?? [];
  const others = candidates?.filter((c) => !c.suggested) ?? [];
  return (
    <>
      {failed && !candidates && (
        <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>}>
          We couldn't load your learners.
        </Alert>
      )}
      {!candidates && !failed && <Skeleton variant="rounded" height={160} aria-label="Loading learners" />}
      {candidates?.length === 0 && <Typography sx={{ mt: 2 }}>{m.noLearners}</Typography>}
      <CandidateList title={m.suggested} list={suggested} chosen={chosen} onToggle={onToggle} />
      <CandidateList title={m.everyoneElse} list={others} chosen={chosen} onToggle={onToggle} />
    </>
  );
};

const toggled = (set: Set<string>, id: string) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/** The domain's check of the offer, as the server makes it: its first message, or null. */
const draftProblem = (draft: SlotOfferDraft): string | null => {
  const check = createSlotOfferSchema(new Date()).safeParse({
    ...draft,
    startDateTime: draft.start,
    endDateTime: draft.end,
  });
  return check.success ? null : (check.error.issues[0]?.message ?? m.chooseLearners);
};

/** "Offer this slot": the slot, suggested learners with why, then the rest; until when; whether to be texted. */
export const OfferSlotForm = ({ start, end, fromLessonId, onSent, onCancel }: Props) => {
  const [minutes, setMinutes] = useState(() => Math.round((end.getTime() - start.getTime()) / 60_000));
  const [lessonType, setLessonType] = useState<LessonType>('Standard');
  const [until, setUntil] = useState(() => format(defaultStandsUntil(start, new Date()), LOCAL));
  const [textMe, setTextMe] = useState(true);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const slotEnd = new Date(start.getTime() + minutes * 60_000);
  const { candidates, error: loadError, retry } = useSlotOfferCandidates({ start, end: slotEnd, lessonType });
  const create = useCreateSlotOffer();

  const toggle = (id: string) => setChosen((previous) => toggled(previous, id));

  const handleSend = async () => {
    const draft = {
      start,
      end: slotEnd,
      lessonType,
      standsUntil: new Date(until),
      learnerIds: [...chosen],
      textInstructor: textMe,
      fromLessonId,
    };
    const problem = draftProblem(draft);
    if (problem) return setError(problem);
    setError(null);
    setSending(true);
    const outcome = await create(draft);
    setSending(false);
    if (!outcome.ok) return setError(outcome.message);
    onSent(outcome.value.id);
  };

  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {lessonDayLabel(start)}, {lessonTimeLabel(start)} to {lessonTimeLabel(slotEnd)}
        </Typography>
        <OfferDetailsFields
          minutes={minutes}
          lessonType={lessonType}
          until={until}
          textMe={textMe}
          onMinutes={setMinutes}
          onLessonType={setLessonType}
          onUntil={setUntil}
          onTextMe={setTextMe}
        />
        <Candidates
          candidates={candidates}
          failed={Boolean(loadError)}
          onRetry={retry}
          chosen={chosen}
          onToggle={toggle}
        />
      </DialogContent>
      {error && (
        <Alert severity="error" role="alert" sx={{ mx: 3, mb: 1 }}>
          {error}
        </Alert>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleSend} disabled={sending || chosen.size === 0} sx={{ minHeight: 48 }}>
          {chosen.size > 0 ? `${m.send} (${chosen.size})` : m.send}
        </Button>
      </DialogActions>
    </>
  );
};
