import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { type AreaKind, countOf } from '@portal/domain/areas';
import { RouterLink } from '@portal/ui/layout';
import type { AreaCoverageFragment } from '../../../gql/graphql.ts';
import { categoryLabels } from '../hooks/area-draft.ts';

const Row = ({ label, value }: { label: string; value: string }) => (
  <Typography sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
    <span>{label}</span>
    <strong>{value}</strong>
  </Typography>
);

/** One area (spec 3 §2.7): learners show prices and discounts; DIT and Motability the Rate. DIT is view only. */
export const AreaCard = ({ area, kind }: { area: AreaCoverageFragment; kind: AreaKind }) => {
  const { region } = area;
  const rate = (category: string) => {
    const own = area.pricing.find((p) => p.productCategory.type === category);
    return (
      own?.price.formatted ??
      region.pricing.find((p) => p.productCategory.type === category)?.recommendedPrice.formatted
    );
  };
  return (
    <Card variant="outlined" data-testid={`area-card-${region.regionCode}`}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{region.regionCode}</Avatar>}
        title={region.regionName}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Row label="Districts coverage" value={countOf(area.numberOfCoveredDistricts, area.numberOfDistricts)} />
        {kind === 'learner' ? (
          <>
            {area.pricing.map((p) => (
              <Row key={p.id} label={categoryLabels[p.productCategory.type]} value={`${p.price.formatted}/hr`} />
            ))}
            <Row label="Discounts" value={countOf(area.numberOfDiscountsApplied, area.numberOfDiscountsAvailable)} />
          </>
        ) : (
          region.pricing.map((p) => (
            <Row
              key={p.id}
              label={`Rate: ${categoryLabels[p.productCategory.type]}`}
              value={`${rate(p.productCategory.type)}/hr`}
            />
          ))
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={`/settings/areas-and-prices/area/${area.id}`}
          variant="outlined"
          sx={{ minHeight: 44, minWidth: 96 }}
          aria-label={`${kind === 'DIT' ? 'View' : 'Edit'} ${region.regionName}`}
        >
          {kind === 'DIT' ? 'View' : 'Edit'}
        </Button>
      </CardActions>
    </Card>
  );
};
