import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { texts, type AssignedBuilding, type PropertyManager } from '@wattle/contract';
import { FormDialog } from '../../components/FormDialog';
import { setAssignedBuildings, useAllBuildings } from './propertyManagersApi';

const t = texts.propertyManagers;

export interface EditBuildingsDialogProps {
  manager: PropertyManager;
  assigned: AssignedBuilding[];
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}

/**
 * Edit buildings (spec 3 §2.16): the assigned buildings with Unlink, and a searchable checkbox list
 * of the others; Update Buildings sends the kept codes and the newly chosen ones together.
 */
export function EditBuildingsDialog({ manager, assigned, onClose, onSaved }: EditBuildingsDialogProps) {
  const buildings = useAllBuildings();
  const [kept, setKept] = useState(() => assigned.map((b) => b.buildingCode));
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const others = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (buildings.data ?? []).filter(
      (b) =>
        !assigned.some((a) => a.buildingCode === b.buildingCode) &&
        (!text || b.buildingCode.toLowerCase().includes(text) || b.buildingDescription.toLowerCase().includes(text)),
    );
  }, [buildings.data, assigned, search]);
  const changed = chosen.length > 0 || kept.length !== assigned.length;
  const toggle = (code: string) => setChosen((c) => (c.includes(code) ? c.filter((x) => x !== code) : [...c, code]));

  return (
    <FormDialog
      title={`${t.editBuildingsTitle} - ${manager.name}`}
      titleId="edit-buildings-title"
      closeLabel={t.cancel}
      saveLabel={t.updateBuildings}
      canSave={changed}
      save={() => setAssignedBuildings(manager.id, [...kept, ...chosen])}
      onSaved={async () => {
        await onSaved();
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ minWidth: { sm: 480 } }}>
        <Typography variant="subtitle2">{t.assigned}</Typography>
        <List dense aria-label={t.assigned}>
          {assigned
            .filter((b) => kept.includes(b.buildingCode))
            .map((b) => (
              <ListItem
                key={b.buildingCode}
                secondaryAction={
                  <Button
                    size="small"
                    startIcon={<LinkOffIcon />}
                    aria-label={`${t.unlink} ${b.buildingCode}`}
                    onClick={() => setKept((k) => k.filter((c) => c !== b.buildingCode))}
                  >
                    {t.unlink}
                  </Button>
                }
              >
                <ListItemText primary={b.buildingDescription || b.buildingCode} secondary={b.buildingCode} />
              </ListItem>
            ))}
        </List>
        <Typography variant="subtitle2">{t.otherBuildings}</Typography>
        <TextField
          size="small"
          label={t.searchBuildings}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { type: 'search' } }}
        />
        <Stack aria-label={t.otherBuildings} role="group" sx={{ maxHeight: 280, overflowY: 'auto' }}>
          {others.map((b) => (
            <FormControlLabel
              key={b.buildingCode}
              control={<Checkbox size="small" checked={chosen.includes(b.buildingCode)} onChange={() => toggle(b.buildingCode)} />}
              label={`${b.buildingDescription || b.buildingCode} (${b.buildingCode})`}
            />
          ))}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
