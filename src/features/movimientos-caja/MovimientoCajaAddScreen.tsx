/**
 * Alta de un movimiento de caja (/movimientos-caja/add?idcaja=): el formulario declarado de
 * movimiento-formulario.ts con la caja ya elegida (la de la dirección o, si no, la primera del usuario: la
 * suya si es técnico). Al guardar, 'Movimiento guardado' y a su ficha, donde se le añaden justificantes.
 * Sin conexión también: el mutador escribe en el dispositivo y sube después.
 */
import { useCallback, useState } from 'react';
import { AltaDeclarada, type Destino } from '../../ui/marco/EdicionDeclarada';
import { MarcoRegistro } from '../../ui/marco/MarcoRegistro';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { useCajasUsuario } from './consultas';
import { formularioAltaMovimiento, valoresAltaMovimiento } from './movimiento-formulario';
import { TEXTOS_CAJA as T } from './movimientos-caja.labels';
import { VolverCaja } from './VolverCaja';

const ficha = (idmovcaja: string): Destino => ({ to: '/movimientos-caja/$idmovcaja', params: { idmovcaja } });

export function MovimientoCajaAddScreen({ idcaja }: { idcaja?: string }) {
  const cajas = useCajasUsuario(idcaja);
  const elegida = idcaja ?? cajas?.[0]?.idcaja ?? '';
  return (
    <MarcoRegistro titulo={T.nuevo} volver={<VolverCaja idcaja={elegida === '' ? undefined : elegida} />}>
      {cajas === undefined ? (
        <p className="cargando" role="status">
          {T.cargando}
        </p>
      ) : (
        <FormularioAlta idcaja={elegida} />
      )}
    </MarcoRegistro>
  );
}

/** La hora de apertura del formulario es la de partida del movimiento y la que el mutador compara. */
function FormularioAlta({ idcaja }: { idcaja: string }) {
  const [abierto] = useState(() => new Date());
  const formulario = useCallback(
    ({ motor, sesion }: ContextoVigia, idmovcaja: string) =>
      formularioAltaMovimiento({
        motor,
        idmovcaja,
        usuario: { iddelegacion: sesion.usuario.iddelegacion, idtecnico: sesion.usuario.idtecnico },
        idcaja: idcaja === '' ? undefined : idcaja,
        abierto,
      }),
    [idcaja, abierto],
  );
  const valores = useCallback(() => valoresAltaMovimiento(abierto, idcaja), [abierto, idcaja]);
  return <AltaDeclarada etiqueta={T.nuevo} formulario={formulario} valores={valores} registro={undefined} ficha={ficha} />;
}
