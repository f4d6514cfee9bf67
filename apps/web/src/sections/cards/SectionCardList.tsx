import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { CARDS_PER_ROW_LG, texts, type SectionRow } from '@wattle/contract';
import { shownText } from '../formatValue';
import { SectionIcon } from '../icons';
import { useSection } from '../SectionContext';
import { shownFields } from '../sectionRules';
import { useSectionData } from '../sectionsApi';
import { useValueFormats } from '../useValueFormats';

/** A card is never narrower than this, whatever the column it is in (a meter card squeezed to 70 px read one character a line). */
const CARD_MIN_PX = 220;

const ALL_CARDS = { page: 1, itemsPerPage: 1000 };

/** A CardList section (spec 3 §2.5): the section's icon plus the fields of each row; the first card is highlighted. */
export function SectionCardList() {
  const controller = useSection();
  const { section, highlighted, setHighlighted } = controller;
  const formats = useValueFormats();
  const query = useSectionData(section.id, controller.parameters, ALL_CARDS);
  const rows = query.data?.rows;

  useEffect(() => {
    if (!rows) return;
    if (!highlighted || !rows.some((r) => r.key === highlighted.key)) setHighlighted(rows[0] ?? null);
  }, [rows, highlighted, setHighlighted]);

  if (query.isLoading) return <LinearProgress />;
  if (query.error) return <Alert severity="error">{texts.sections.loadError}</Alert>;
  if (!rows?.length) return <Typography color="text.secondary">{texts.sections.noRows}</Typography>;
  const fields = shownFields(section);
  const isHighlighted = (row: SectionRow) => highlighted !== null && row.key === highlighted.key;
  return (
    // Cards size to the space the section has (a narrow column too), at least CARD_MIN_PX wide and at most CARDS_PER_ROW_LG a row.
    <Box
      role="list"
      aria-label={section.description}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(max(${CARD_MIN_PX}px, calc((100% - ${CARDS_PER_ROW_LG - 1} * 16px) / ${CARDS_PER_ROW_LG})), 1fr))`,
      }}
    >
      {rows.map((row, index) => (
        <Box key={row.key ?? index} role="listitem">
          <Card
            variant="outlined"
            data-highlighted={isHighlighted(row) ? 'true' : undefined}
            sx={{ height: '100%', borderColor: isHighlighted(row) ? 'primary.main' : undefined, borderWidth: isHighlighted(row) ? 2 : 1 }}
          >
            <CardActionArea onClick={() => setHighlighted(row)} sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={1} alignItems="flex-start">
                  <SectionIcon name={section.iconName} fontSize="large" />
                  <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                    {fields.map((f) => (
                      // Values wrap (long account numbers, amounts) rather than being cut.
                      <Typography key={f.name} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        <Typography component="span" variant="caption" color="text.secondary">
                          {f.prompt}:{' '}
                        </Typography>
                        {shownText(row, f, formats)}
                      </Typography>
                    ))}
                  </Stack>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
