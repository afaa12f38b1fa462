/**
 * Alta de un movimiento de caja (/movimientos-caja/add?idcaja=): el formulario declarado de
 * movimiento-formulario.ts con la caja ya elegida (la de la dirección o, si no, la primera del usuario: la
 * suya si es técnico). Al guardar, 'Movimiento guardado' y a su ficha, donde se le añaden justificantes.
 * Sin conexión también: el mutador escribe en el dispositivo y sube después.
 */
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useCajasUsuario } from './consultas';
import { formularioAltaMovimiento, valoresAltaMovimiento } from './movimiento-formulario';
import { TEXTOS_CAJA as T } from './movimientos-caja.labels';
import { VolverCaja } from './VolverCaja';

export function MovimientoCajaAddScreen({ idcaja }: { idcaja?: string }) {
  const cajas = useCajasUsuario(idcaja);
  const elegida = idcaja ?? cajas?.[0]?.idcaja ?? '';
  return (
    <div className="pantalla">
      <h1>{T.nuevo}</h1>
      {cajas === undefined ? (
        <p className="cargando" role="status">
          {T.cargando}
        </p>
      ) : (
        <FormularioAlta idcaja={elegida} />
      )}
      <p>
        <VolverCaja idcaja={elegida === '' ? undefined : elegida} />
      </p>
    </div>
  );
}

function FormularioAlta({ idcaja }: { idcaja: string }) {
  const { motor, sesion } = useVigia();
  const navegar = useNavigate();
  const { iddelegacion, idtecnico } = sesion.usuario;
  const [idmovcaja] = useState(() => crypto.randomUUID());
  const [abierto] = useState(() => new Date());
  const declaracion = useMemo(
    () => formularioAltaMovimiento({ motor, idmovcaja, usuario: { iddelegacion, idtecnico }, idcaja: idcaja === '' ? undefined : idcaja, abierto }),
    [motor, idmovcaja, iddelegacion, idtecnico, idcaja, abierto],
  );
  const [valores] = useState(() => valoresAltaMovimiento(abierto, idcaja));
  return (
    <section className="tarjeta" aria-label={T.nuevo}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={undefined}
        modo="alta"
        despues={() => navegar({ to: '/movimientos-caja/$idmovcaja', params: { idmovcaja } })}
      />
    </section>
  );
}
