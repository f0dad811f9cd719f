import { Badge } from '@mantine/core';
import { agencyStatusBadge } from '../../../../shared/domain/agency-display.ts';
import { trustBand, trustBandColour, trustLabel } from '../../../../shared/domain/agency-trust.ts';

/** Active, On Hold, Left, Going Bust, each its colour; an unknown value a neutral badge (docs/domain.md, Agencies). */
export function AgencyStatusBadge({ status }: { status: string }) {
  const { label, colour } = agencyStatusBadge(status);
  return (
    <Badge color={colour} variant="light">
      {label}
    </Badge>
  );
}

/** The trust score's label and figure, coloured by its band (docs/domain.md, Agencies). */
export function TrustBadge({ score }: { score: number }) {
  return (
    <Badge color={trustBandColour[trustBand(score)]} variant="outline">
      {`Trust: ${trustLabel(score)} (${score})`}
    </Badge>
  );
}
