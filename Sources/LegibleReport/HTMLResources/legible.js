(function(){
"use strict";
function cellValue(row,column){var cell=row.cells[column];if(!cell)return "";var v=cell.getAttribute("data-value");return v===null?cell.textContent.trim():v;}
document.querySelectorAll("th button[data-column]").forEach(function(button){
  button.addEventListener("click",function(){
    var th=button.parentElement,table=th.closest("table"),body=table.tBodies[0],column=Number(button.getAttribute("data-column"));
    var ascending=th.getAttribute("aria-sort")!=="ascending";
    table.querySelectorAll("th[aria-sort]").forEach(function(other){other.setAttribute("aria-sort","none");});
    th.setAttribute("aria-sort",ascending?"ascending":"descending");
    var rows=Array.prototype.slice.call(body.rows);
    rows.sort(function(a,b){
      var x=cellValue(a,column),y=cellValue(b,column),nx=parseFloat(x),ny=parseFloat(y),order;
      if(x!==""&&y!==""&&!isNaN(nx)&&!isNaN(ny)&&isFinite(x)&&isFinite(y)){order=nx-ny;}else{order=x.localeCompare(y);}
      return ascending?order:-order;
    });
    rows.forEach(function(row){body.appendChild(row);});
  });
});
function applyFilters(tableId){
  var table=document.getElementById(tableId);if(!table)return;
  var controls=document.querySelectorAll("[data-table='"+tableId+"']"),shown=0,rows=table.tBodies[0].rows;
  for(var i=0;i<rows.length;i++){
    var row=rows[i],visible=true;
    controls.forEach(function(control){
      var want=control.value.trim().toLowerCase();if(!want)return;
      var have=(row.getAttribute("data-"+control.getAttribute("data-filter"))||"").toLowerCase();
      if(control.tagName==="SELECT"?have!==want:have.indexOf(want)<0)visible=false;
    });
    row.hidden=!visible;if(visible)shown++;
  }
  var status=document.getElementById(tableId+"-shown");
  if(status)status.textContent="Showing "+shown+" of "+rows.length+" rows.";
}
document.querySelectorAll("[data-filter]").forEach(function(control){
  var update=function(){applyFilters(control.getAttribute("data-table"));};
  control.addEventListener("input",update);control.addEventListener("change",update);
});
document.querySelectorAll("fieldset.vision").forEach(function(fieldset){
  fieldset.addEventListener("change",function(event){
    var image=document.getElementById(fieldset.getAttribute("data-image"));
    if(!image||event.target.type!=="radio")return;
    if(image.getAttribute("src")!==event.target.value)image.src=event.target.value;
    var filter=event.target.getAttribute("data-filter");
    image.style.filter=filter&&filter!=="none"?filter:"";
    var blur=event.target.getAttribute("data-blur");
    if(blur){
      var gaussian=document.querySelector(filter.slice(4,-1)+" feGaussianBlur");
      if(gaussian)gaussian.setAttribute("stdDeviation",String(blur*image.clientWidth/image.getAttribute("width")));
    }
    image.parentNode.classList.toggle("smart-invert",event.target.hasAttribute("data-smart"));
    image.alt=image.getAttribute("data-name")+", as seen with "+event.target.getAttribute("data-vision");
  });
});
})();
