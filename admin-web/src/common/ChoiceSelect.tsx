import { TextField, type SxProps, type Theme } from '@mui/material';

interface ChoiceSelectProps<V extends string> {
  value: V;
  choices: readonly { id: V; name: string }[];
  /** Called only when another choice is picked. */
  onChange: (value: V) => void;
  ariaLabel: string;
  label?: string;
  disabled?: boolean;
  title?: string;
  sx?: SxProps<Theme>;
}

/** A compact native select, e.g. the status or role of a list row. */
export const ChoiceSelect = <V extends string>({
  value,
  choices,
  onChange,
  ariaLabel,
  label,
  disabled,
  title,
  sx,
}: ChoiceSelectProps<V>) => (
  <TextField
    select
    size="small"
    variant="outlined"
    fullWidth={false}
    label={label}
    value={value}
    disabled={disabled}
    onChange={(event) => {
      if (event.target.value !== value) onChange(event.target.value as V);
    }}
    title={title}
    slotProps={{
      select: { native: true },
      htmlInput: { 'aria-label': ariaLabel },
    }}
    sx={sx}
  >
    {choices.map((choice) => (
      <option key={choice.id} value={choice.id}>
        {choice.name}
      </option>
    ))}
  </TextField>
);
