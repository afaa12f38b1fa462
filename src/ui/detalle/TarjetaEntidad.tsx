/**
 * La tarjeta de detalle de una entidad a partir de su declaración (tarjetaDe, tarjeta-entidad.ts): la
 * misma TarjetaDetalle, con 'Ver campos sin datos' / 'Ocultar campos sin datos'. Los datos de otras
 * entidades que la declaración nombra como `externo` llegan ya pintados en `externos`.
 */
import type { ReactNode } from 'react';
import type { ColeccionCualquiera, DocDe } from '../../../schemas';
import { camposDeTarjeta, type DeclaracionTarjeta } from './tarjeta-entidad';
import { TarjetaDetalle } from './TarjetaDetalle';

type Externos<X extends string> = [X] extends [never] ? { externos?: undefined } : { externos: Readonly<Record<X, ReactNode>> };

export type TarjetaEntidadProps<C extends ColeccionCualquiera, X extends string> = {
  declaracion: DeclaracionTarjeta<C, X>;
  doc: DocDe<C>;
  titulo: string;
} & Externos<X>;

const SIN_EXTERNOS: Readonly<Record<string, ReactNode>> = {};

export function TarjetaEntidad<C extends ColeccionCualquiera, X extends string = never>({ declaracion, doc, titulo, externos }: TarjetaEntidadProps<C, X>) {
  return <TarjetaDetalle titulo={titulo} campos={camposDeTarjeta(declaracion, doc, externos ?? SIN_EXTERNOS)} />;
}
