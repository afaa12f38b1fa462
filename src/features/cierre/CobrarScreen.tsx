/**
 * Cobrar (/offline/partes/{idparte_trabajo}/cobrar): el formulario declarado de cierre-formularios.ts
 * (importe, de entrada el total del parte; forma de pago; observaciones) → cobro.insertSync con un número
 * de recibo asignado en el dispositivo (único también sin conexión), que se muestra al guardar. Con el
 * parte no pendiente, el formulario queda desactivado.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useSnackbar } from '../../ui/Snackbar';
import { formularioCobro, valoresCobro } from './cierre-formularios';
import { MENSAJES_CIERRE, TITULOS_CIERRE } from './cierre.labels';
import type { DatosParte } from './datos-parte';
import { MarcoCierre } from './MarcoCierre';

export interface CobrarScreenProps {
  idparte_trabajo: string;
}

export function CobrarScreen({ idparte_trabajo }: CobrarScreenProps) {
  return (
    <MarcoCierre idparte_trabajo={idparte_trabajo} titulo={TITULOS_CIERRE.cobrar}>
      {(d) => <FormularioCobro datos={d} />}
    </MarcoCierre>
  );
}

function FormularioCobro({ datos: d }: { datos: DatosParte }) {
  const { db, sesion } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();
  const idtecnico = sesion.usuario.idtecnico ?? null;
  const total = d.total;
  const valores = useMemo(() => valoresCobro(total), [total]);
  const [recibo, setRecibo] = useState<{ recibo: string; importe: number } | null>(null);
  const pendiente = d.parte.estado === 1;
  const declaracion = useMemo(
    () =>
      formularioCobro({
        db,
        idtecnico,
        alGuardar: (cobro) => {
          setRecibo({ recibo: cobro.recibo, importe: cobro.importe });
          mostrar({ mensaje: MENSAJES_CIERRE.cobroGuardado(cobro.recibo) });
        },
      }),
    [db, idtecnico, mostrar],
  );

  return (
    <>
      {recibo && (
        <section className="tarjeta" aria-labelledby={`${id}-recibo`} role="status" data-testid="recibo-guardado">
          <h2 id={`${id}-recibo`}>Cobro guardado</h2>
          <p>
            Importe: <strong>{formatearMoneda(recibo.importe)}</strong>
          </p>
          <p>
            Número de recibo: <span className="recibo" data-testid="numero-recibo">{recibo.recibo}</span>
          </p>
          <Link to="/offline/partes/$idparte_trabajo/resumen" params={{ idparte_trabajo: d.parte.idparte_trabajo }} className="boton">
            {TITULOS_CIERRE.resumen}
          </Link>
        </section>
      )}
      {!pendiente && (
        <div role="alert" className="alerta alerta-error">
          {MENSAJES_CIERRE.parteNoPendiente}
        </div>
      )}
      <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
        <h2 id={`${id}-titulo`}>{recibo ? 'Otro cobro' : 'Nuevo cobro'}</h2>
        <p className="nota">Total del parte: {formatearMoneda(total)}</p>
        <FormularioDeclarado declaracion={declaracion} valores={valores} registro={d.parte.idparte_trabajo} modo="alta" desactivado={!pendiente} />
      </section>
    </>
  );
}
