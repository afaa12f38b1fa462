/**
 * El mapa de la lista de clientes: los clientes que abarca la lista y sus direcciones activas
 * (colección `direccion`); el diálogo genérico (ui/dialogos/mapa/MapaLista) pone los marcadores, el
 * enlace a la ficha y la zona que restringe la lista.
 */
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { DialogoMapaLista } from '../../ui/dialogos/mapa/MapaLista';
import type { ControlLista } from '../../ui/lista/tipos';

export interface MapaClientesProps {
  control: ControlLista<DocDe<'cliente'>>;
  alCerrar: () => void;
}

export function MapaClientes({ control, alCerrar }: MapaClientesProps) {
  const { db } = useVigia();
  const router = useRouter();
  const navigate = useNavigate();
  const { selector } = control;
  const firma = JSON.stringify(selector);
  const { resultado: clientes } = useRxQuery(() => db.cliente.find({ selector }), [db, firma]);
  const { resultado: direcciones } = useRxQuery(() => db.direccion.find({ selector: { estado: { $gt: 0 } } }), [db]);
  const registros = useMemo(() => clientes && new Map(clientes.map((c) => [c.idcliente, c.nombre])), [clientes]);
  const puntos = useMemo(() => direcciones?.map((d) => ({ ...d.toJSON(), id: d.iddireccion, idregistro: d.idcliente })), [direcciones]);
  const hrefFicha = useCallback(
    (idcliente: string) => router.history.createHref(router.buildLocation({ to: '/clientes/$idcliente', params: { idcliente } }).publicHref),
    [router],
  );
  return (
    <DialogoMapaLista
      control={control}
      nombre={{ singular: 'cliente', plural: 'clientes' }}
      registros={registros}
      direcciones={puntos}
      hrefFicha={hrefFicha}
      alCerrar={alCerrar}
      alAbrir={(idcliente) => void navigate({ to: '/clientes/$idcliente', params: { idcliente } })}
    />
  );
}
