/**
 * Contactos de seguimiento de una operación (/operaciones/{id}/contactos): la tabla (fecha, tipo,
 * persona, resumen; los más recientes primero) y 'Añadir contacto' con su formulario declarado.
 */
import { useId, useMemo, useState } from 'react';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import type { DocDe } from '../../../schemas';
import { formularioContacto, valoresContacto } from './contacto-formulario';
import { MarcoOperacion } from './MarcoOperacion';
import type { Operacion } from './operaciones';
import { ETIQUETAS_TIPO_CONTACTO, etiquetasContacto as E, TEXTOS_CONTACTOS as T } from './operaciones.labels';

type Contacto = DocDe<'contactooperacion'>;

const columnas: readonly ColumnaTablaHija<Contacto>[] = [
  { id: 'fecha', cabecera: E.fecha, tipo: 'fechaHora', valor: (c) => c.fecha },
  { id: 'tipo', cabecera: E.tipo, tipo: 'texto', valor: (c) => ETIQUETAS_TIPO_CONTACTO[c.tipo] },
  { id: 'persona', cabecera: E.persona, tipo: 'texto', valor: (c) => c.persona ?? '' },
  { id: 'resumen', cabecera: E.resumen, tipo: 'texto', valor: (c) => c.resumen },
];

export function OperacionContactosScreen({ idoperacioncrm }: { idoperacioncrm: string }) {
  return (
    <MarcoOperacion idoperacioncrm={idoperacioncrm} titulo={T.titulo}>
      {(operacion) => <ContactosOperacion operacion={operacion} />}
    </MarcoOperacion>
  );
}

function ContactosOperacion({ operacion }: { operacion: Operacion }) {
  const { db, motor, sesion } = useVigia();
  const { idoperacioncrm } = operacion;
  const { idcomercial } = sesion.usuario;
  const { resultado: contactos } = useRxQuery(
    () => db.contactooperacion.find({ selector: { idoperacioncrm: { $eq: idoperacioncrm }, estado: { $gt: 0 } } }),
    [db, idoperacioncrm],
  );
  const [anadiendo, setAnadiendo] = useState(false);
  const declaracion = useMemo(() => formularioContacto(motor, idoperacioncrm, idcomercial), [motor, idoperacioncrm, idcomercial]);
  const [valores] = useState(() => valoresContacto(new Date()));
  const id = useId();
  if (contactos === undefined) return <p role="status">Cargando…</p>;
  return (
    <>
      <TablaHija titulo={T.tabla} columnas={columnas} filas={contactos} claveFila={(c) => c.idcontacto_operacion} vacio={T.vacio} ordenInicial={{ columna: 'fecha', descendente: true }} />
      {puede(sesion.usuario, 'contacto_operacion', 'insertar') &&
        (anadiendo ? (
          <section className="tarjeta" aria-labelledby={id}>
            <h2 id={id}>{T.nuevo}</h2>
            <FormularioDeclarado declaracion={declaracion} valores={valores} registro={undefined} modo="alta" despues={() => setAnadiendo(false)} alCancelar={() => setAnadiendo(false)} />
          </section>
        ) : (
          <div className="botonera">
            <button type="button" className="boton boton-primario" onClick={() => setAnadiendo(true)}>
              {T.anadir}
            </button>
          </div>
        ))}
    </>
  );
}
