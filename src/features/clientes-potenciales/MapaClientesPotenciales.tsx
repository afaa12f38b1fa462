/**
 * El mapa de la lista de clientes potenciales: los prospectos que abarca la lista y sus direcciones
 * activas (colección `direccionpotencial`); el diálogo genérico (ui/dialogos/mapa/MapaLista) pone los
 * marcadores, el enlace a la ficha y la zona que restringe la lista.
 */
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { DialogoMapaLista } from '../../ui/dialogos/mapa/MapaLista';
import type { ControlLista } from '../../ui/lista/tipos';
import type { ClientePotencial } from './potencial-formulario';

export interface MapaClientesPotencialesProps {
  control: ControlLista<ClientePotencial>;
  alCerrar: () => void;
}

export function MapaClientesPotenciales({ control, alCerrar }: MapaClientesPotencialesProps) {
  const { db } = useVigia();
  const router = useRouter();
  const navigate = useNavigate();
  const { selector } = control;
  const firma = JSON.stringify(selector);
  const { resultado: prospectos } = useRxQuery(() => db.clientepotencial.find({ selector }), [db, firma]);
  const { resultado: direcciones } = useRxQuery(() => db.direccionpotencial.find({ selector: { estado: { $gt: 0 } } }), [db]);
  const registros = useMemo(() => prospectos && new Map(prospectos.map((p) => [p.idcliente_potencial, p.nombre])), [prospectos]);
  const puntos = useMemo(
    () => direcciones?.map((d) => ({ ...d.toJSON(), id: d.iddireccion_potencial, idregistro: d.idcliente_potencial })),
    [direcciones],
  );
  const ficha = (idcliente_potencial: string) => ({ to: '/clientes-potenciales/$idcliente_potencial', params: { idcliente_potencial } }) as const;
  const hrefFicha = useCallback((id: string) => router.history.createHref(router.buildLocation(ficha(id)).publicHref), [router]);
  return (
    <DialogoMapaLista
      control={control}
      nombre={{ singular: 'cliente potencial', plural: 'clientes potenciales' }}
      registros={registros}
      direcciones={puntos}
      hrefFicha={hrefFicha}
      alCerrar={alCerrar}
      alAbrir={(id) => void navigate(ficha(id))}
    />
  );
}
