/**
 * Añadidos de la vista de un parte: la tarjeta de mapa con la dirección del cliente (la del sistema si
 * la tiene, si no la primera activa del cliente; lat/lng de la colección `direccion`) y el botón
 * 'Enviar correo electrónico', con el correo del cliente y el resumen del parte ya puestos.
 */
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { useEnviarCorreo } from '../../ui/dialogos/useEnviarCorreo';
import { DialogoCorreo } from '../../ui/dialogos/DialogoCorreo';
import { TarjetaMapa } from '../../ui/dialogos/mapa/TarjetaMapa';
import { useUrlTeselas } from '../../ui/dialogos/mapa/useUrlTeselas';
import { PLANTILLA_RESUMEN, plantillasCorreoParte, type DatosCorreoParte } from './correo-parte';

type Direccion = DocDe<'direccion'>;

export const textoDireccion = (d: Direccion): string => `${d.direccion}, ${d.cp} ${d.poblacion} (${d.provincia})`;

/** La dirección del parte: la del sistema o, si no, la primera activa del cliente. */
export const useDireccionParte = (idcliente: string, iddireccionSistema: string | null): Direccion | null => {
  const { db } = useVigia();
  const { resultado: delSistema } = useRxQuery(() => (iddireccionSistema ? db.direccion.findOne(iddireccionSistema) : null), [db, iddireccionSistema]);
  const { resultado: delCliente } = useRxQuery(
    () => db.direccion.find({ selector: { idcliente, estado: { $gt: 0 } }, sort: [{ iddireccion: 'asc' }], limit: 1 }),
    [db, idcliente],
  );
  const doc = delSistema ?? delCliente?.[0] ?? null;
  return doc ? doc.toJSON() : null;
};

export interface TarjetaMapaParteProps {
  direccion: Direccion | null;
  cliente: string | null;
}

export function TarjetaMapaParte({ direccion, cliente }: TarjetaMapaParteProps) {
  const urlTeselas = useUrlTeselas();
  const lat = direccion?.lat;
  const lng = direccion?.lng;
  const marcadores = useMemo(
    () =>
      direccion && typeof lat === 'number' && typeof lng === 'number'
        ? [{ id: direccion.iddireccion, lat, lng, titulo: cliente ? `${cliente}: ${textoDireccion(direccion)}` : textoDireccion(direccion) }]
        : [],
    [direccion, lat, lng, cliente],
  );
  if (!direccion) return null;
  return (
    <TarjetaMapa titulo="Dirección" marcadores={marcadores} urlTeselas={urlTeselas}>
      <p>{textoDireccion(direccion)}</p>
      {marcadores.length === 0 && <p className="nota">Esta dirección no tiene coordenadas.</p>}
    </TarjetaMapa>
  );
}

export interface BotonCorreoParteProps {
  email: string | null;
  datos: DatosCorreoParte;
}

export function BotonCorreoParte({ email, datos }: BotonCorreoParteProps) {
  const [abierto, setAbierto] = useState(false);
  const enviar = useEnviarCorreo();
  const plantillas = useMemo(() => plantillasCorreoParte(datos), [datos]);
  return (
    <>
      <Button className="boton" onPress={() => setAbierto(true)}>
        Enviar correo electrónico
      </Button>
      <DialogoCorreo
        abierto={abierto}
        alCerrar={() => setAbierto(false)}
        destinatarios={email ? [email] : []}
        plantillas={plantillas}
        plantillaInicial={PLANTILLA_RESUMEN}
        enviar={enviar}
      />
    </>
  );
}
